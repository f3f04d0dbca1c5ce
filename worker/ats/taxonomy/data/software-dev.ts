// Skills taxonomy, software development. Format (parsed by ../taxonomy.ts):
//   # group-id | Area label            starts an area
//   Canonical | alias | alias          one skill per line; an alias ending in "!" matches case only
// Spelling variants of punctuation and spacing ("Node.js", "node js", "nodejs") are generated.
export default `
# languages | Programming languages
JavaScript | JS! | Javascript | Java Script | ECMAScript | ES6 | ES2015 | Vanilla JS
TypeScript | TS! | Typescript
Python | Python 3 | Python3 | Python 2 | Py!
Java | Core Java | J2SE | Java SE | Java 8 | Java 11 | Java 17 | JDK
C | C! | C language | ANSI C
C++ | CPP | C plus plus | CPlusPlus | Visual C++ | Embedded C++
C# | C sharp | CSharp | C-Sharp
Go | Go! | Golang | Go lang
Rust | Rust lang
Ruby | Ruby lang
PHP | PHP 7 | PHP 8 | Core PHP
Perl | Perl 5
Scala
Kotlin
Swift | Swift! | Swift UI language
Objective-C | ObjC | Objective C
R | R! | R programming | R language | RStudio | R Studio
MATLAB | Matlab | Octave
Julia | Julia lang
Haskell
Erlang
Elixir
Clojure
F# | F sharp | FSharp
Visual Basic | VB! | VB6 | VB 6
VB.NET | VB .NET | VB dotnet | Visual Basic .NET
VBA | Excel VBA | Macros VBA | VBA macros
Shell scripting | Shell script | Shell scripts | Unix shell scripting | Bash scripting
Bash | Bash shell
PowerShell | Power Shell | PS scripting
Groovy
Lua
Dart
COBOL | Cobol
Fortran
Pascal
Assembly language | Assembly | ASM! | x86 assembly | ARM assembly
Solidity
Prolog
Lisp | Common Lisp | Scheme language
Apex | Salesforce Apex
ABAP | ABAP/4 | SAP ABAP | ABAP OO
PL/SQL | PLSQL | PL SQL | Oracle PL/SQL
T-SQL | TSQL | Transact-SQL | Transact SQL
SQL | Structured Query Language | SQL queries | SQL query
Unix | UNIX | Unix commands
Awk | AWK! | sed awk
Verilog | Verilog HDL
SystemVerilog | System Verilog
VHDL
LabVIEW | Lab VIEW | Labview
Scratch programming
Smalltalk
OCaml
Ada programming
Tcl | TCL!
Regular expressions | Regex | RegExp | Regular expression

# frontend | Web front end
HTML | HTML5 | HTML 5 | XHTML | DHTML
CSS | CSS3 | CSS 3 | Cascading Style Sheets
Sass | SCSS | SASS!
Less CSS | LESS!
Bootstrap | Twitter Bootstrap | Bootstrap 4 | Bootstrap 5
Tailwind CSS | Tailwind | TailwindCSS
Material UI | MUI | Material-UI
jQuery | JQuery
AJAX | Ajax
React | React.js | ReactJS | React JS
Redux | Redux-Saga | Redux Thunk
React Native
Next.js | NextJS | Next JS
Angular | Angular 2 | Angular 4 | Angular 6 | Angular 8 | Angular 10 | Angular 12 | Angular 14
AngularJS | Angular JS | Angular.js | Angular 1
Vue.js | Vue | VueJS | Vue JS | Vue 3
Nuxt.js | Nuxt | NuxtJS
Svelte | SvelteKit
Ember.js | EmberJS | Ember
Backbone.js | BackboneJS | Backbone
Knockout.js | KnockoutJS
D3.js | D3! | D3JS
Chart.js | ChartJS
Three.js | ThreeJS
Webpack | Web pack
Vite | Vitejs
Babel | BabelJS
Gulp | Gulp.js
Grunt | Grunt.js
npm | NPM!
Yarn package manager
Responsive web design | Responsive design | Mobile-first design | Responsive layouts | Responsive websites
Cross-browser compatibility | Cross browser
Web accessibility | WCAG | Accessibility | a11y | ARIA
Progressive web apps | PWA | Progressive Web App
Single-page applications | SPA! | Single page application
DOM manipulation | DOM! | Document Object Model
JSON | JSON!
XML | XML! | XSD
XSLT | XSL
Web components | Custom elements | Shadow DOM
Storybook
Figma to HTML | PSD to HTML | PSD2HTML
Web design | Website design | Web designing | Designing websites
Front-end development | Frontend | Front end | Front-end | UI development | Frontend development
Font Awesome | Icon fonts
Web performance optimization | Page speed optimization | Web performance | Page load time | Bundle size
WordPress | Word Press
Joomla
Drupal
Magento
Shopify
Wix
Squarespace
Dreamweaver | Adobe Dreamweaver | Macromedia Dreamweaver
Flash | Adobe Flash
Canvas API
Web animation | CSS animation
Handlebars
EJS
Thymeleaf
JSP | Java Server Pages | JavaServer Pages
JSF | Java Server Faces | JavaServer Faces

# backend | Web back end and APIs
Node.js | NodeJS | Node JS | Node
Express.js | ExpressJS | Express JS | Express!
NestJS | Nest.js | Nest JS
Koa | Koa.js
Hapi.js | HapiJS
Deno
Bun runtime
Django
Flask | Flask API
FastAPI | Fast API
Pyramid framework
Tornado framework
Ruby on Rails | Rails | RoR | Rails!
Sinatra
Laravel
CodeIgniter | Code Igniter
Symfony
CakePHP | Cake PHP
Yii framework | Yii
Zend Framework | Zend | Laminas
Phoenix framework
Gin framework | Gin!
Echo framework
REST APIs | REST! | RESTful | RESTful APIs | RESTful web services | REST API | REST web services | RESTful services
SOAP | SOAP web services | SOAP API | WSDL
GraphQL | Graph QL
gRPC
WebSockets | WebSocket
Web services | Webservices | Web service
Microservices | Micro services | Microservice architecture | Micro-services
Service-oriented architecture | SOA! | Service oriented architecture
API design | API development | API integration | Third-party API integration
OpenAPI | Swagger | Swagger UI
Postman | Postman API
OAuth | OAuth2 | OAuth 2.0 | OpenID Connect | OIDC
JWT | JSON Web Token | JSON Web Tokens
Authentication and authorization | Auth! | Authentication
MVC | Model View Controller | MVC architecture
Design patterns | GoF patterns | Software design patterns
Object-oriented programming | OOP | OOPs | OOPS | Object oriented programming | OOAD | Object Oriented Analysis and Design
Functional programming | FP!
Data structures | Data structures and algorithms | DSA | Algorithms
Multithreading | Multi-threading | Concurrency | Multithreaded programming | Threads
Memory management
Caching | Cache
Message queues | Message queue | MQ! | Messaging systems
RabbitMQ | Rabbit MQ
Apache ActiveMQ | ActiveMQ
IBM MQ | WebSphere MQ | MQSeries
Celery
Nginx | NGINX!
Apache HTTP Server | Apache web server | Apache httpd | httpd
IIS | Internet Information Services
Apache Tomcat | Tomcat
JBoss | WildFly | JBoss EAP
WebLogic | Oracle WebLogic | Weblogic Server
WebSphere | IBM WebSphere | WAS!
GlassFish
Jetty
Server-side rendering | SSR!
Full-stack development | Full stack | Full-stack | Fullstack | MERN stack | MEAN stack | MERN | MEAN!
LAMP stack | LAMP! | WAMP | XAMPP
Serverless | Serverless architecture
Stripe API

# java | Java ecosystem
Spring Framework | Spring! | Spring Core | Spring framework
Spring Boot | SpringBoot | Spring-Boot
Spring Security
Spring Cloud | Spring Cloud Netflix
Spring Data | Spring JDBC
Spring Batch
Hibernate | Hibernate ORM | HQL
JPA | Java Persistence API
JDBC | Java Database Connectivity
Servlets | Servlet | Java Servlets | Servlet API
J2EE | Java EE | JEE | Jakarta EE | Advanced Java | Adv Java
EJB | Enterprise JavaBeans | Enterprise Java Beans
JMS | Java Message Service
JAX-RS
JAX-WS
Struts | Apache Struts | Struts 2 | Struts2
Apache Maven | Maven | Maven!
Gradle
Apache Ant | ANT! | Ant!
JUnit | JUnit 4 | JUnit 5 | JUnit5
Mockito
EasyMock
TestNG | Test NG
Log4j
Java Swing | Swing! | AWT! | Java AWT
JavaFX | Java FX
Java Collections | Collections framework | Collection framework
Java Streams | Java 8 streams
JVM | Java Virtual Machine
Vert.x | Vertx
Quarkus
Micronaut
Apache Camel | Camel!
MyBatis | iBatis
Lombok | Project Lombok
Eclipse IDE | Eclipse! | Eclipse Luna | Eclipse Neon | STS | Spring Tool Suite
IntelliJ IDEA | IntelliJ | IntelliJ Idea
NetBeans | Net Beans
Android Studio
JSON parsing
Java Beans | JavaBeans | POJO

# dotnet | Microsoft .NET
.NET | dotnet | .NET Framework | Dot Net | DotNet | Microsoft .NET | .NET 4.5
.NET Core | dotnet core | .NET 5 | .NET 6 | .NET 7 | .NET 8 | Dot Net Core
ASP.NET | ASP .NET | ASP dotnet
ASP.NET MVC | ASP .NET MVC | MVC 5 | MVC5 | ASP.NET MVC 4
ASP.NET Core | ASP .NET Core
ASP.NET Web API | Web API | WebAPI | ASP .NET Web API
ADO.NET | ADO .NET | ADO dotnet | ADO!
Entity Framework | EF6 | Entity framework 6
LINQ | Linq! | LINQ to SQL | Language Integrated Query
WCF | Windows Communication Foundation
WPF | Windows Presentation Foundation
XAML
Windows Forms | WinForms | Win Forms
Blazor
Razor | Razor pages | Razor views
SignalR | Signal R
Xamarin
Visual Studio | MS Visual Studio | VS 2019 | VS 2017 | VS 2015 | Visual Studio 2019 | Visual Studio 2017 | Visual Studio 2015 | Visual Studio 2013 | Visual Studio 2010
Visual Studio Code | VS Code | VSCode
NuGet
NUnit
Crystal Reports | Crystal Report
SSRS | SQL Server Reporting Services
IIS deployment
Telerik | Telerik controls
Dependency injection | IoC | Inversion of control | Autofac | Ninject | Unity container
SharePoint | MOSS | SharePoint 2013
Dynamics 365 | MS Dynamics | Microsoft Dynamics
Power Apps | PowerApps

# python | Python ecosystem
NumPy | Numpy
pandas | Pandas
SciPy | Scipy
Matplotlib | Matplot lib | matplotlib.pyplot
Seaborn
Plotly | Dash!
Jupyter | Jupyter Notebook | Jupyter notebooks | JupyterLab | IPython
Anaconda
pip
pytest | PyTest
nose
SQLAlchemy | SQL Alchemy
Beautiful Soup | BeautifulSoup | BS4
Scrapy
Requests library
Tkinter
Pygame
OpenPyXL
xlrd
Jinja | Jinja2
Python Flask
asyncio | Async IO
PySpark | Py Spark
Streamlit
Gunicorn
uWSGI
Odoo

# mobile | Mobile development
Android development | Android! | Android app development | Android apps | Android application development
iOS development | iOS! | iOS SDK | iPhone development | iOS apps
SwiftUI | Swift UI
UIKit | Cocoa Touch | Cocoa
Xcode | XCode
Flutter | Flutter SDK
Ionic | Ionic framework
Cordova | Apache Cordova
Kotlin Multiplatform | KMM
Jetpack Compose
Core Data
Firebase
Push notifications
Google Play Store | Play Store publishing
Mobile UI design | Mobile app design
Realm database | Realm!
Room database | Room persistence | SQLite Android
Retrofit
RxJava
Reactive programming | ReactiveX | Reactive extensions
RxSwift
Unity | Unity engine | Unity 3D | Unity3D
Unreal Engine | UE4 | UE5 | Unreal
Game development | Game programming
Cocos2d | Cocos2d-x
Augmented reality | AR! | Vuforia
Virtual reality | VR! | Oculus
Mobile testing | Mobile app testing | Appium mobile testing

# databases | Databases
MySQL | My SQL | MySql
PostgreSQL | Postgres | Postgre SQL | PostgreSql | PSQL
Oracle Database | Oracle! | Oracle DB | Oracle 11g | Oracle 12c | Oracle 10g | Oracle 9i | Oracle 19c | RAC!
Microsoft SQL Server | SQL Server | MS SQL | MSSQL | MS SQL Server | SQL Server 2008 | SQL Server 2012 | SQL Server 2016 | SQLServer | MS-SQL
SQLite | SQLite3
MariaDB | Maria DB
IBM Db2 | DB2 | Db2! | DB2 for z/OS
Sybase
Teradata
MS Access | Microsoft Access | Access database
MongoDB | Mongo DB | Mongo!
Cassandra | Apache Cassandra | CQL
Redis
Memcached
Couchbase
DynamoDB | Dynamo DB | Amazon DynamoDB
Neo4j
Elasticsearch | Elastic Search | ElasticSearch
Apache Solr | Solr
InfluxDB
Firebird database
Informix | IBM Informix
Snowflake | Snowflake DB
Amazon Redshift | Redshift | AWS Redshift
Google BigQuery | BigQuery | Big Query
Azure SQL | Azure SQL Database | SQL Azure
Azure Cosmos DB | Cosmos DB | CosmosDB
NoSQL | NO SQL | No-SQL | Non-relational databases
RDBMS | Relational databases | Relational database | DBMS | Database management system
Database design | Entity relationship | Database modelling
Normalization | Database normalization | Normal forms | Denormalization
Stored procedures | Stored procedure | Functions and triggers | SQL triggers
Indexing | Database indexing | Indexes | Index tuning
Query optimization | Query tuning | Performance tuning | SQL performance tuning
Database administration | DBA! | Database administrator | Oracle DBA | SQL DBA
Backup and recovery | Backup & recovery | Database backup | Point-in-time recovery | Backups~
Database replication | Replication | Mirroring
Database migration | Database migrations | DB migration
Database security | Database auditing
Oracle Enterprise Manager | OEM! | Grid Control
SQL*Plus | SQL Plus | SQL Navigator
SQL Server Management Studio | SSMS
phpMyAdmin | PHP MyAdmin
Oracle Forms | Forms and Reports | Oracle Forms 6i
Oracle APEX | APEX!
Oracle Apps | Oracle E-Business Suite | EBS! | Oracle EBS | Oracle Applications
Partitioning | Table partitioning
ACID transactions | Transactions | Transaction management
Sharding
OLTP | Online transaction processing

# testing | Software testing and quality
Manual testing | Manual tester | Manual test
Software testing | Testing! | QA testing | Software quality assurance | Quality assurance testing | SQA | Software tests | Test suites | Test scripts
Functional testing | Functionality testing
Regression testing | Regression test | Regression suite | Regression~
Smoke testing | Smoke and sanity testing | Build verification testing | BVT
Integration testing | System integration testing | SIT! | Integration tests
System testing
User acceptance testing | UAT | Acceptance testing | User Acceptance Test
Black box testing | Blackbox testing | Black-box testing
White box testing | Whitebox testing | White-box testing | Glass box testing
Grey box testing | Gray box testing
Unit testing | Unit tests | Unit test
Exploratory testing
Usability testing
UI testing | GUI testing | User interface testing | UI tests | UI automation | UI test automation
Compatibility testing | Browser compatibility testing
Performance testing | Stress testing
Security testing | Vulnerability testing
Database testing | Backend testing | DB testing
API testing | Web services testing | REST API testing | Service testing | API test automation
Localization testing | Globalization testing | Internationalization testing
Retesting | Re-testing | Confirmation testing
Test cases | Test case design | Test case writing | Writing test cases | Test case preparation
Test plan | Test planning | Test plans
Test execution | Executing test cases | Test case execution
Test reports | Test reporting
Defect tracking | Bug tracking | Bug reporting | Defect management | Defect reporting | Defect life cycle | Bug life cycle | Defect logging
STLC | Software testing life cycle | Software Test Life Cycle
SDLC | Software development life cycle | Software Development Life Cycle
Test management | Test management tools
Requirement traceability matrix | RTM | Traceability matrix
Boundary value analysis | BVA | Equivalence class partitioning
Verification and validation | V&V | V model | V-Model
Static testing | Reviews and walkthroughs | Walkthroughs
ISTQB | ISTQB certified | ISTQB Foundation
CSTE | Certified Software Tester
CSQA
JIRA | Jira | Atlassian JIRA | Jira software
Bugzilla
HP ALM | QC! | ALM!
TestRail | Test Rail
Zephyr | Zephyr Scale
Mantis | Mantis BT | MantisBT
Redmine
qTest
Test data management | Test data preparation | Test data
Mobile testing tools
Quality assurance | QA! | Quality Assurance
Quality control | QC process

# automation | Test automation
Test automation | Automation testing | Automated testing | Automation tester | Test automation framework | Automation framework
Selenium | Selenium WebDriver | WebDriver | Selenium 3
Cypress | Cypress.io
Playwright
Puppeteer
WebdriverIO | WDIO
Protractor
Appium
Katalon Studio | Katalon
UFT | QTP | HP UFT | Unified Functional Testing | QuickTest Professional | Micro Focus UFT
TestComplete | Test Complete
Ranorex
Tosca | Tricentis Tosca
Robot Framework | RobotFramework
Cucumber
BDD | Behavior driven development | Behaviour driven development
TDD | Test driven development | Test-driven development
Data-driven framework | Data driven framework | Data driven testing
Page Object Model | POM! | Page object model | Page Factory
Apache JMeter | JMeter | Jmeter
LoadRunner | Load Runner | HP LoadRunner | Micro Focus LoadRunner
Gatling
Locust
NeoLoad
SoapUI | Soap UI | ReadyAPI
REST Assured | RestAssured | Rest-Assured
Karate framework | Karate!
Jest | Jest testing
Mocha
Sikuli
AutoIt | Auto IT
Extent Reports | ExtentReports
Allure reports | Allure
Continuous testing | Test automation in CI
Test automation strategy | Automation strategy
Apache POI
Winium
Coded UI | CodedUI
Silk Test | SilkTest
Watir
`;
