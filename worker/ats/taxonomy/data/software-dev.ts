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
C | C!| C language | ANSI C | Embedded C
C++ | CPP | C plus plus | CPlusPlus | Visual C++
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
Pascal | Delphi | Object Pascal
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
Verilog | SystemVerilog | System Verilog
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
Material UI | MUI | Material-UI | Angular Material
jQuery | JQuery | jquery UI | jQuery UI
AJAX | Ajax
React | React.js | ReactJS | React JS | React Hooks
Redux | Redux Toolkit | Redux-Saga | Redux Thunk
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
Three.js | ThreeJS | WebGL
Webpack | Web pack
Vite | Vitejs
Babel | BabelJS
Gulp | Gulp.js
Grunt | Grunt.js
npm | NPM!
Yarn package manager
Responsive web design | Responsive design | Mobile-first design | Responsive layouts | Responsive websites
Cross-browser compatibility | Cross browser | Cross-browser testing
Web accessibility | WCAG | Accessibility | a11y | ARIA
Progressive web apps | PWA | Progressive Web App
Single-page applications | SPA! | Single page application
DOM manipulation | DOM! | Document Object Model
JSON | JSON!
XML | XML!
XSLT | XSL | XPath
Web components | Custom elements | Shadow DOM
Storybook
Figma to HTML | PSD to HTML | PSD2HTML
Web design | Website design | Web designing | Designing websites
Front-end development | Frontend | Front end | Front-end | UI development | Frontend development
Font Awesome | Icon fonts
Web performance optimization | Page speed optimization | Lighthouse | Core Web Vitals
WordPress | Word Press | WordPress themes | WordPress plugins
Joomla
Drupal
Magento
Shopify | Shopify Liquid
Wix
Squarespace
Dreamweaver | Adobe Dreamweaver | Macromedia Dreamweaver
Flash | Adobe Flash | ActionScript
Canvas API | HTML5 canvas
Web animation | CSS animation | GSAP
Handlebars | Mustache templates
EJS | Pug templates | Jade templates
Thymeleaf
JSP | Java Server Pages | JavaServer Pages
JSF | Java Server Faces | JavaServer Faces | PrimeFaces

# backend | Web back end and APIs
Node.js | NodeJS | Node JS | Node
Express.js | ExpressJS | Express JS | Express!
NestJS | Nest.js | Nest JS
Koa | Koa.js
Hapi.js | HapiJS
Deno
Bun runtime
Django | Django REST Framework | DRF
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
SOAP | SOAP web services | SOAP API
GraphQL | Graph QL | Apollo GraphQL
gRPC | Protocol Buffers | Protobuf
WebSockets | WebSocket | Socket.IO | SocketIO
Web services | Webservices | Web service
Microservices | Micro services | Microservice architecture | Micro-services
Service-oriented architecture | SOA! | Service oriented architecture
API design | API development | API integration | Third-party API integration
OpenAPI | Swagger | Swagger UI
Postman | Postman API
OAuth | OAuth2 | OAuth 2.0 | OpenID Connect | OIDC
JWT | JSON Web Token | JSON Web Tokens
Authentication and authorization | Auth! | Authentication
MVC | Model View Controller | MVC architecture | MVVM
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
Serverless | Serverless framework | Serverless architecture
Stripe API | Payment gateway integration | Payment gateway | Razorpay | PayPal integration

# java | Java ecosystem
Spring Framework | Spring! | Spring MVC | Spring Core | Spring framework
Spring Boot | SpringBoot | Spring-Boot
Spring Security
Spring Cloud | Spring Cloud Netflix | Eureka | Zuul | Hystrix
Spring Data | Spring Data JPA | Spring JDBC
Spring Batch
Hibernate | Hibernate ORM | HQL
JPA | Java Persistence API
JDBC | Java Database Connectivity
Servlets | Servlet | Java Servlets | Servlet API
J2EE | Java EE | JEE | Jakarta EE | Advanced Java | Adv Java
EJB | Enterprise JavaBeans | Enterprise Java Beans
JMS | Java Message Service
JAX-RS | Jersey | RESTEasy
JAX-WS | Apache CXF | Axis2 | Apache Axis
Struts | Apache Struts | Struts 2 | Struts2
Apache Maven | Maven | Maven!
Gradle
Apache Ant | ANT! | Ant!
JUnit | JUnit 4 | JUnit 5 | JUnit5
Mockito | PowerMock | EasyMock
TestNG | Test NG
Log4j | Logback | SLF4J
Java Swing | Swing! | AWT! | Java AWT
JavaFX | Java FX
Java Collections | Collections framework | Collection framework
Java Streams | Lambda expressions | Java 8 streams
JVM | Java Virtual Machine | JVM tuning | Garbage collection
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
JSON parsing | Jackson | Gson
Java Beans | JavaBeans | POJO

# dotnet | Microsoft .NET
.NET | dotnet | .NET Framework | Dot Net | DotNet | Microsoft .NET | .NET 4.5
.NET Core | dotnet core | .NET 5 | .NET 6 | .NET 7 | .NET 8 | Dot Net Core
ASP.NET | ASP .NET | ASP dotnet | ASP.NET Web Forms | Web Forms | WebForms
ASP.NET MVC | ASP .NET MVC | MVC 5 | MVC5 | ASP.NET MVC 4
ASP.NET Core | ASP .NET Core
ASP.NET Web API | Web API | WebAPI | ASP .NET Web API
ADO.NET | ADO .NET | ADO dotnet | ADO!
Entity Framework | EF Core | Entity Framework Core | EF6 | Entity framework 6
LINQ | Linq! | LINQ to SQL | Language Integrated Query
WCF | Windows Communication Foundation
WPF | Windows Presentation Foundation | XAML
Windows Forms | WinForms | Win Forms
Blazor
Razor | Razor pages | Razor views
SignalR | Signal R
Xamarin | Xamarin Forms | .NET MAUI | MAUI
Visual Studio | MS Visual Studio | VS 2019 | VS 2017 | VS 2015 | Visual Studio 2019 | Visual Studio 2017 | Visual Studio 2015 | Visual Studio 2013 | Visual Studio 2010
Visual Studio Code | VS Code | VSCode
NuGet
NUnit | xUnit | MSTest
Crystal Reports | Crystal Report
SSRS | SQL Server Reporting Services
IIS deployment
Telerik | Telerik controls | DevExpress | Kendo UI
Dependency injection | IoC | Inversion of control | Autofac | Ninject | Unity container
SharePoint | SharePoint Online | MOSS | SharePoint 2013
Dynamics 365 | MS Dynamics | Microsoft Dynamics | Dynamics CRM | Dynamics AX | Dynamics NAV
Power Apps | PowerApps | Power Automate | Microsoft Flow | Power Platform

# python | Python ecosystem
NumPy | Numpy
pandas | Pandas
SciPy | Scipy
Matplotlib | Matplot lib | matplotlib.pyplot
Seaborn
Plotly | Plotly Dash | Dash!
Jupyter | Jupyter Notebook | Jupyter notebooks | JupyterLab | IPython | Google Colab | Colab
Anaconda | Conda
pip | PyPI | virtualenv | venv
pytest | PyTest | unittest | nose
SQLAlchemy | SQL Alchemy
Beautiful Soup | BeautifulSoup | BS4
Scrapy | Web scraping | Web crawling | Selenium scraping
Requests library
Tkinter | PyQt | PySide | wxPython
Pygame
OpenPyXL | xlrd
Jinja | Jinja2
Python Flask
asyncio | Async IO
PySpark | Py Spark
Streamlit
Gunicorn | uWSGI
Odoo | OpenERP

# mobile | Mobile development
Android development | Android! | Android SDK | Android app development | Android apps | Android application development
iOS development | iOS! | iOS SDK | iPhone development | iOS apps
SwiftUI | Swift UI
UIKit | Cocoa Touch | Cocoa
Xcode | XCode
Flutter | Flutter SDK
Ionic | Ionic framework
Cordova | PhoneGap | Apache Cordova
Kotlin Multiplatform | KMM
Jetpack Compose | Android Jetpack
Core Data
Firebase | Firebase Cloud Messaging | FCM | Firestore | Firebase Realtime Database
Push notifications | APNS | APNs
Google Play Store | Play Store publishing | App Store | App Store Connect
Mobile UI design | Mobile app design
Realm database | Realm!
Room database | Room persistence | SQLite Android
Retrofit | OkHttp | Volley
RxJava | RxJS | Reactive programming | RxSwift | ReactiveX
Unity | Unity3D | Unity 3D | Unity engine
Unreal Engine | UE4 | UE5 | Unreal
Game development | Game design | Game programming
Cocos2d | Cocos2d-x
Augmented reality | AR! | ARKit | ARCore | Vuforia
Virtual reality | VR! | Oculus
Mobile testing | Mobile app testing | Appium mobile testing

# databases | Databases
MySQL | My SQL | MySql
PostgreSQL | Postgres | Postgre SQL | PostgreSql | PSQL
Oracle Database | Oracle! | Oracle DB | Oracle 11g | Oracle 12c | Oracle 10g | Oracle 9i | Oracle 19c | Oracle RAC | RAC!
Microsoft SQL Server | SQL Server | MS SQL | MSSQL | MS SQL Server | SQL Server 2008 | SQL Server 2012 | SQL Server 2016 | SQLServer | MS-SQL
SQLite | SQLite3
MariaDB | Maria DB
IBM Db2 | DB2 | Db2!
Sybase | Sybase ASE
Teradata
MS Access | Microsoft Access | Access database
MongoDB | Mongo DB | Mongo! | Mongoose
Cassandra | Apache Cassandra | CQL
Redis | Redis cache
Memcached | Memcache
Couchbase | CouchDB
DynamoDB | Dynamo DB | Amazon DynamoDB
Neo4j | Cypher | Graph database | Graph databases
Elasticsearch | Elastic Search | ElasticSearch | OpenSearch
Apache Solr | Solr | Lucene
InfluxDB | Time series database | TimescaleDB
Firebird database
Informix | IBM Informix
Snowflake | Snowflake DB
Amazon Redshift | Redshift | AWS Redshift
Google BigQuery | BigQuery | Big Query
Azure SQL | Azure SQL Database | SQL Azure
Azure Cosmos DB | Cosmos DB | CosmosDB
NoSQL | NO SQL | No-SQL | Non-relational databases
RDBMS | Relational databases | Relational database | DBMS | Database management system
Database design | Data modeling | Data modelling | ER diagrams | ERD | Entity relationship | Database modelling | Logical data model | Physical data model
Normalization | Database normalization | Normal forms | Denormalization
Stored procedures | Stored procedure | Triggers | Functions and triggers | SQL triggers | Cursors
Indexing | Database indexing | Indexes | Index tuning
Query optimization | Query tuning | SQL tuning | Performance tuning | SQL performance tuning | Database tuning
Database administration | DBA! | Database administrator | Oracle DBA | SQL DBA
Backup and recovery | Backup & recovery | Database backup | RMAN | Point-in-time recovery | Disaster recovery
Database replication | Replication | Log shipping | Always On | AlwaysOn | Mirroring | Data Guard | Oracle Data Guard | Golden Gate | GoldenGate
Database migration | Data migration | Data migrations
Database security | Database auditing
Oracle Enterprise Manager | OEM! | Grid Control
SQL*Plus | SQL Plus | SQL Developer | Toad | TOAD! | SQL Navigator
SQL Server Management Studio | SSMS
phpMyAdmin | PHP MyAdmin | MySQL Workbench | Workbench
Oracle Forms | Oracle Reports | Forms and Reports | Oracle Forms 6i
Oracle APEX | APEX!
Oracle Apps | Oracle E-Business Suite | EBS! | Oracle EBS | Oracle Applications
Partitioning | Table partitioning
ACID transactions | Transactions | Transaction management
Sharding
OLTP | Online transaction processing

# testing | Software testing and quality
Manual testing | Manual tester | Manual test
Software testing | Testing! | QA testing | Software quality assurance | Quality assurance testing | SQA
Functional testing | Functionality testing
Regression testing | Regression test | Regression suite
Smoke testing | Sanity testing | Smoke and sanity testing | Build verification testing | BVT
Integration testing | System integration testing | SIT! | Integration tests
System testing | End-to-end testing | E2E testing | End to end testing
User acceptance testing | UAT | Acceptance testing | User Acceptance Test
Black box testing | Blackbox testing | Black-box testing
White box testing | Whitebox testing | White-box testing | Glass box testing
Grey box testing | Gray box testing
Unit testing | Unit tests | Unit test
Exploratory testing | Ad hoc testing | Adhoc testing | Monkey testing
Usability testing | GUI testing | UI testing | User interface testing
Compatibility testing | Browser compatibility testing
Performance testing | Load testing | Stress testing | Volume testing | Endurance testing | Soak testing
Security testing | Vulnerability testing
Database testing | Backend testing | DB testing | ETL testing | Data warehouse testing
API testing | Web services testing | REST API testing | Service testing
Localization testing | Globalization testing | Internationalization testing
Retesting | Re-testing | Confirmation testing
Test cases | Test case design | Test case writing | Writing test cases | Test case preparation | Test scenarios | Test scenario
Test plan | Test planning | Test strategy | Test plans
Test execution | Executing test cases | Test case execution
Test reports | Test summary report | Test reporting | Test metrics
Defect tracking | Bug tracking | Bug reporting | Defect management | Defect reporting | Defect life cycle | Bug life cycle | Defect logging
STLC | Software testing life cycle | Software Test Life Cycle
SDLC | Software development life cycle | Software Development Life Cycle
Test management | Test management tools
Requirement traceability matrix | RTM | Traceability matrix
Boundary value analysis | BVA | Equivalence partitioning | Equivalence class partitioning | Decision table testing | State transition testing
Verification and validation | V&V | V model | V-Model
Static testing | Reviews and walkthroughs | Walkthroughs
ISTQB | ISTQB certified | ISTQB Foundation | CSTE | CSQA
JIRA | Jira | Atlassian JIRA | Jira software
Bugzilla
HP ALM | HP Quality Center | Quality Center | QC! | ALM! | Micro Focus ALM
TestRail | Test Rail
Zephyr | Zephyr Scale
Mantis | Mantis BT | MantisBT
Redmine
qTest | Xray test management | PractiTest
Test data management | Test data preparation | Test data
Mobile testing tools | BrowserStack | Sauce Labs | LambdaTest
Quality assurance | QA! | Quality Assurance
Quality control | QC process

# automation | Test automation
Test automation | Automation testing | Automated testing | Automation tester | Test automation framework | Automation framework
Selenium | Selenium WebDriver | WebDriver | Selenium RC | Selenium 3 | Selenium Grid | Selenium IDE
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
Cucumber | Gherkin
BDD | Behavior driven development | Behaviour driven development | SpecFlow | Behave
TDD | Test driven development | Test-driven development
Data-driven framework | Data driven framework | Data driven testing | Keyword-driven framework | Keyword driven framework | Hybrid framework
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
Mocha | Chai | Jasmine | Karma
Sikuli | SikuliX
AutoIt | Auto IT
Extent Reports | ExtentReports | Allure | Allure reports
Continuous testing | Test automation in CI
Test automation strategy | Automation strategy
Apache POI | POI!
Winium | WinAppDriver
Coded UI | CodedUI
Silk Test | SilkTest
Watir
`;
